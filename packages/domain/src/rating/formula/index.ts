export { positionAt, type SourcePosition } from "./ast.ts";
export {
  type CompileResult,
  compileFormulaSet,
  type EvaluateInput,
  type FormulaInfo,
  type FormulaProgram,
} from "./compile.ts";
export { PreparedDatasets, prepareDatasets } from "./datasets.ts";
export { functionNames } from "./functions.ts";
export type {
  AnswerField,
  AnswerScalarType,
  ColumnType,
  CompileError,
  DatasetDescriptor,
  DatasetRows,
  EvaluationError,
  EvaluationResult,
  FormulaDataType,
  FormulaDefinition,
  FormulaSetInput,
  FormulaValue,
  RuntimeErrorCode,
} from "./types.ts";
export { formulaDataTypes } from "./types.ts";
