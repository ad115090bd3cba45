// The async boundary every federation host has: shared modules are negotiated before the app's code runs.
import('./bootstrap');
