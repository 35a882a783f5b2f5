import { teardown } from "./test-server";

export default teardown;
