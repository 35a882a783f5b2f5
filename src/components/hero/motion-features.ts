import { domMax } from "framer-motion";

/** Read by MotionProvider from the photo stack's chunk; drag needs domMax (gestures, drag). */
export default domMax;
