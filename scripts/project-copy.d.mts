export declare function copyProject(projectDir: string, target: string, options?: { leaveOut?: string[] }): number;
