profileextension "Demo Profile Ext" extends "DEMO ORDER PROCESSOR"
{
    Customizations = "Demo Other Card";
}
