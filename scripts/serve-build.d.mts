import type { ChildProcess } from "node:child_process";
export declare function serveBuild(dir: string, port: number, config?: string): Promise<ChildProcess>;
