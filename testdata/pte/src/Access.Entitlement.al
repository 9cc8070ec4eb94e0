entitlement "FAB Fleet Access"
{
    Type = PerUserServicePlan;
    Id = '00000000-0000-0000-0000-0000000f1ee7';
    ObjectEntitlements = "FAB Fleet";
}
