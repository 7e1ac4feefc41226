// Public API of @ic/server (see README.md).
export { type BuildAppOptions, buildApp } from './app.ts';
export {
  CONFIG_VARIABLES,
  type Config,
  ConfigError,
  type ConfigVariable,
  type DatabaseConfig,
  LOG_LEVELS,
  type LogLevel,
  loadConfig,
} from './config.ts';
export { type Database, type Db, migrate, type OpenDatabaseOptions, openDatabase, ping } from './db/index.ts';
export { AppError, type ErrorBody, errorBody, sendError } from './http-errors.ts';
