// The async boundary: shared singletons (react, @casino/shared, ...) are negotiated before any app code runs.
import('./bootstrap');
