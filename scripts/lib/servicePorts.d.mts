export const SERVICE_PORTS: number;
export function portIsFree(port: number): Promise<boolean>;
export function freeServicePortBase(preferred: number): Promise<number>;
