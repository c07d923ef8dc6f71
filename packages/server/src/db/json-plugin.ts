import {
  PrimitiveValueListNode,
  ValueNode,
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

function isJsonValue(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    !(value instanceof Uint8Array)
  );
}

function toParameter(value: unknown): unknown {
  return isJsonValue(value) ? JSON.stringify(value) : value;
}

class JsonValuesTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return isJsonValue(node.value) ? ValueNode.create(toParameter(node.value)) : node;
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return node.values.some(isJsonValue)
      ? PrimitiveValueListNode.create(node.values.map(toParameter))
      : node;
  }
}

/**
 * Binds objects and arrays as JSON text. node-postgres would send a JS array as a Postgres array
 * literal, PGlite as JSON; as text both store the same `jsonb`. (Use `in` for lists of values.)
 */
export class JsonValuesPlugin implements KyselyPlugin {
  private readonly transformer = new JsonValuesTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
