'use client'

export { default } from '@/screens/error'
