import { domMax } from "framer-motion";

/** Read by useMotionFeatures from a chunk of its own; drag needs domMax (gestures, drag). */
export default domMax;
