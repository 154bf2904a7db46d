/** What a call refused as a whole, above the form's button. */
export function FormProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" className="shop-form-error">
      {problem}
    </p>
  ) : null
}
