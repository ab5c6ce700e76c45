export { type DatabaseTarget, databaseTargets, ONE_CONNECTION } from './databaseTargets';
export { createServerDatabase, type ServerDatabase, testServerUrl } from './serverDatabase';
export { tableChecksums } from './tableChecksums';
