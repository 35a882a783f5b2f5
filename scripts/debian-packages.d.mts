export declare function ensureDebianPackages(packages: Record<string, string>): void;
