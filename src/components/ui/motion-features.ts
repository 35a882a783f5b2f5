import { domMax } from "framer-motion";

/** Fetched after first paint by MotionProvider; drag needs domMax (gestures, drag). */
export default domMax;
