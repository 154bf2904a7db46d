export { fromHalalas, HALALAS_PER_RIYAL, toHalalas } from '../contract/halalas.ts'
export { type FormatMoneyOptions, formatMoney, type MoneyDigits } from './format-money.ts'
export {
  addMoney,
  multiplyMoney,
  percentOfMoney,
  subtractMoney,
  sumMoney,
} from './money-arithmetic.ts'
