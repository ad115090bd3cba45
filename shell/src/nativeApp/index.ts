export { installNativeAppGuard } from './nativeAppGuard';
