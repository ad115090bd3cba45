// The async boundary: shared modules are negotiated before any of the shell's own code runs.
import('./bootstrap');
