export type { Answer } from './answer/answer.ts'
export { documentedStatuses } from './answer/check-answer.ts'
export { NoAnswer } from './probe.ts'
export { toJunitXml } from './report/junit.ts'
export type {
  Check,
  ConformanceReport,
  EndpointSummary,
  Outcome,
  RuleSummary,
} from './report/report.ts'
export { formatTable } from './report/table.ts'
export { RULE_IDS, RULES, type RuleId } from './rules.ts'
export { type ConformanceOptions, runConformance } from './run.ts'
export { codeFromCommand, codeFromOutbox } from './signup-code.ts'
export type { AccountOption } from './suite/account.ts'
