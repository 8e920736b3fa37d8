import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from "@chhaap/contract/text-rules";
import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";

/**
 * The one validator every route's body, query and params go through: the route's zod schema, after a
 * refusal of control characters anywhere in the input. Doing that here, not field by field, means a
 * new route cannot forget it, and a NUL byte never reaches the database (where it fails the query).
 *
 * The refusal has the zod provider's shape, so the error handler reports it like any field message.
 */
export const validatorCompiler: typeof zodValidatorCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const path = findControlCharacter(data);
    if (path) return { error: [controlCharacterIssue(path)] as unknown as Error };
    return validate(data);
  };
};

/** The marker fastify-type-provider-zod puts on its own validation issues (`hasZodFastifySchemaValidationErrors`). */
const ZOD_ISSUE = Symbol.for("ZodFastifySchemaValidationError");

function controlCharacterIssue(path: (string | number)[]) {
  return {
    [ZOD_ISSUE]: true,
    keyword: "custom",
    instancePath: `/${path.join("/")}`,
    schemaPath: `#/${path.join("/")}/custom`,
    message: CONTROL_CHARACTER_MESSAGE,
    params: {},
  };
}
