// The async boundary of the dev shell: shared singletons are negotiated before any app code runs.
import('./dev-shell/bootstrap');
