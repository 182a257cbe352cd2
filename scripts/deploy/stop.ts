/** npm run deploy:local:stop — stops nginx, the app instances and Redis of `npm run deploy:local`. */
import { stopDeployment } from './deployment'
import { deploySettings } from './settings'

const stopped = await stopDeployment(deploySettings())
console.log(stopped.length ? `Stopped: ${stopped.join(', ')}` : 'Nothing of the local deployment was running.')
