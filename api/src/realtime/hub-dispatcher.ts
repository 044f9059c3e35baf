import type { FastifyBaseLogger } from 'fastify';
import type { HubConnection } from './hub-connection';
import type { HubCallContext, HubDefinition, HubMethod } from './hubs/hub-definition';
import { HubError } from './hubs/hub-error';
import {
  MessageType,
  writeInvocation,
  writeMessage,
  type CompletionMessage,
  type InvocationMessage,
} from './protocol/hub-messages';
import type { HubArg } from './hub-events';
import { textFrame } from './protocol/ws-frame';
import type { PublishOptions } from './types';

/** Operations the dispatcher needs from the server (groups are indexed there; sends go through the backplane). */
export type DispatchServices = {
  addToGroup(connection: HubConnection, group: string): void;
  removeFromGroup(connection: HubConnection, group: string): void;
  groupSize(connection: HubConnection, group: string): number;
  sendToGroup(
    connection: HubConnection,
    group: string,
    method: string,
    args: readonly HubArg[],
    opts?: PublishOptions,
  ): Promise<void>;
};

/** Routes invocations to a hub's methods and answers `invoke` calls with a Completion. */
export class HubDispatcher {
  private readonly methods: Map<string, HubMethod>;

  constructor(
    readonly hub: HubDefinition,
    private readonly services: DispatchServices,
    private readonly log: FastifyBaseLogger,
  ) {
    this.methods = new Map(hub.methods.map((method) => [method.name.toLowerCase(), method]));
  }

  context(connection: HubConnection): HubCallContext {
    const { services } = this;
    return {
      connectionId: connection.connectionId,
      principal: connection.principal,
      grants: connection.grants,
      addToGroup: (group) => services.addToGroup(connection, group),
      removeFromGroup: (group) => services.removeFromGroup(connection, group),
      isInGroup: (group) => connection.groups.has(group),
      groupSize: (group) => services.groupSize(connection, group),
      // Payloads are JSON by contract (they came typed from @colabora/shared/contracts).
      sendToCaller: (event, args) => connection.sendFrame(textFrame(writeInvocation(event, args as readonly HubArg[]))),
      sendToGroup: (group, event, args, opts) =>
        services.sendToGroup(connection, group, event, args as readonly HubArg[], opts),
    };
  }

  connected(connection: HubConnection): void {
    this.hub.onConnected?.(this.context(connection));
  }

  /** Never rejects: every failure becomes a Completion error (invoke) or a log line (send). */
  async invoke(connection: HubConnection, message: InvocationMessage): Promise<void> {
    if (connection.state === 'closed') return;
    const { invocationId, target } = message;
    let completion: CompletionMessage | null = null;
    try {
      const method = this.methods.get(target.toLowerCase());
      if (!method) throw new HubError(`Method '${target}' does not exist on this hub.`);
      if (message.streamIds?.length) throw new HubError('Client-to-server streaming is not supported.');
      const count = message.arguments.length;
      if (count < method.minArgs || count > method.maxArgs) {
        const expected =
          method.minArgs === method.maxArgs ? `${method.minArgs}` : `${method.minArgs} to ${method.maxArgs}`;
        throw new HubError(`Invocation provides ${count} argument(s) but target expects ${expected}.`);
      }
      const result = await method.handler(this.context(connection), message.arguments);
      if (invocationId !== undefined) {
        completion = { type: MessageType.Completion, invocationId };
        if (result !== undefined) completion.result = result;
      }
    } catch (error) {
      const text =
        error instanceof HubError
          ? `An error occurred invoking '${target}' on the server. HubException: ${error.message}`
          : `An unexpected error occurred invoking '${target}' on the server.`;
      if (!(error instanceof HubError))
        this.log.error({ err: error, connectionId: connection.connectionId, target }, 'realtime hub method failed');
      if (invocationId !== undefined) completion = { type: MessageType.Completion, invocationId, error: text };
    }
    if (completion) connection.sendFrame(textFrame(writeMessage(completion)));
  }
}
