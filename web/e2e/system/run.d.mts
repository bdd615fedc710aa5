export declare const adminUrl: string;
export declare const databaseName: string;
export declare const queuePrefix: string;
export declare const databaseUrl: string;
