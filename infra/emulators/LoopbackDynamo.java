import java.lang.reflect.Field;

import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts DynamoDB Local bound to one host only (127.0.0.1 by default).
 *
 * DynamoDB Local has no flag for the listen address and always binds every
 * interface; the local stack must not be reachable from outside this machine,
 * so this launcher builds the server as DynamoDB Local's own ServerRunner
 * does and sets the host on its Jetty connector before starting it.
 *
 * Usage: java -cp DynamoDBLocal.jar:DynamoDBLocal_lib/* LoopbackDynamo.java HOST [DynamoDB Local flags]
 */
public class LoopbackDynamo {
    public static void main(String[] args) throws Exception {
        String host = args[0];
        String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
        DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(rest);
        Field f = DynamoDBProxyServer.class.getDeclaredField("server");
        f.setAccessible(true);
        Server server = (Server) f.get(proxy);
        for (Connector c : server.getConnectors()) {
            if (c instanceof ServerConnector sc) {
                sc.setHost(host);
            }
        }
        proxy.start();
        System.out.println("DynamoDB Local listening on " + host);
        proxy.join();
    }
}
