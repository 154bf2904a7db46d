export { allStateIds, allTransitions, createRecorder, type Taken } from './coverage.ts'
export { describeModel } from './describe-model.ts'
export {
  type AfterEvent,
  createModel,
  type Model,
  type ModelOptions,
  type ModelPath,
} from './model.ts'
export { oracleHarness } from './oracle.ts'
export {
  type Call,
  type Calls,
  coverageGaps,
  createCalls,
  type Harness,
  replayPath,
  type StartHarness,
} from './replay.ts'
