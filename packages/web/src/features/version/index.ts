export { VersionWatcher } from './components/version-watcher';
