export { describeModel } from './describe-model.ts'
export {
  type AfterEvent,
  createModel,
  reference,
} from './model.ts'

export {
  type Call,
  createCalls,
  type Harness,
} from './replay.ts'
