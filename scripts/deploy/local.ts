/**
 * npm run deploy:local — two instances of the production build behind nginx on this machine
 * (docs/production.md). Builds first if there is no build; stop with deploy:local:stop.
 */
import { instanceName, redisUrl, startDeployment } from './deployment'
import { deploySettings, publicUrl } from './settings'

const settings = deploySettings()
const started = Date.now()
try {
  await startDeployment(settings)
} catch (error) {
  console.error(`deploy:local failed: ${(error as Error).message}`)
  console.error(`Logs in ${settings.DEPLOY_RUN_DIR}; npm run deploy:local:stop stops what did start.`)
  process.exit(1)
}
console.log(`
Lokalsicht runs behind nginx (started in ${((Date.now() - started) / 1000).toFixed(0)} s):

  site           ${publicUrl(settings)}/   (http://localhost:${settings.DEPLOY_HTTP_PORT}/ redirects there)
  certificate    ${settings.DEPLOY_RUN_DIR}/tls.crt (self-signed for localhost)
${settings.DEPLOY_APP_PORTS.map((port, index) => `  ${instanceName(index).padEnd(14)} http://127.0.0.1:${port}/`).join('\n')}
  database       ${settings.DEPLOY_DATABASE_URL}
  redis          ${redisUrl(settings)}
  logs           ${settings.DEPLOY_RUN_DIR}/*.log

Stop with: npm run deploy:local:stop`)
