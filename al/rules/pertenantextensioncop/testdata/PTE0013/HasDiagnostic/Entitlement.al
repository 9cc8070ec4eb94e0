[=entitlement=] "My Plan Access"
{
    Type = PerUserServicePlan;
    Id = '00000000-0000-0000-0000-000000000001';
    ObjectEntitlements = "My Permissions";
}
