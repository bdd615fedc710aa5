export declare const adminUrl: string;
export declare const databaseName: string;
export declare const queuePrefix: string;
export declare const databaseUrl: string;
export declare const mailCatcherSmtpPort: number;
export declare const mailCatcherWebPort: number;
export declare const mailCatcherUrl: string;
