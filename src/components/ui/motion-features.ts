import { domMax } from "framer-motion";

/** Fetched with the photo stack (hero-photo-stack.tsx) and read by MotionProvider; drag needs domMax (gestures, drag). */
export default domMax;
