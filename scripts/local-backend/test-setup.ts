import { setup } from "./test-server";

export default setup;
