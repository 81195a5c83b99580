import { buildConfig } from 'payload'
import { createPayloadConfig } from '../../payload.config'
import { loadEnv } from '../../config/env'

/**
 * Uploads go to S3 when S3_BUCKET is set (payload.config.ts `storagePlugins`, which loads the AWS
 * client only then, decision 490); otherwise they stay on the server's disk.
 */
const mediaUpload = async (vars: Record<string, string>) => {
  const env = loadEnv({ NODE_ENV: 'test', SERVER_URL: 'http://localhost:3000', ...vars })
  const config = await buildConfig(await createPayloadConfig(env))
  const media = config.collections.find((collection) => collection.slug === 'media')!
  return media.upload as { disableLocalStorage?: boolean; adapter?: string }
}

test('with S3_BUCKET the media collection stores on S3, not on local disk', async () => {
  const upload = await mediaUpload({
    S3_BUCKET: 'makers-media',
    S3_PUBLIC_URL: 'https://media.example.com',
    S3_ENDPOINT: 'https://s3.example.com',
  })
  expect(upload.disableLocalStorage).toBe(true)
})

test('without S3_BUCKET uploads stay on the server’s disk', async () => {
  const upload = await mediaUpload({})
  expect(upload.disableLocalStorage).not.toBe(true)
})
