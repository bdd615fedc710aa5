export { type GatewayConfig, gatewayConfigShape } from './config';
export { createGateway, type Gateway } from './gateway';
export { attachJobRelay, type JobRelayOptions } from './jobRelay';
export { routeTable } from './routes';
