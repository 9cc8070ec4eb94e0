profile "DEMO ORDER PROCESSOR"
{
    Caption = 'Order Processor';
    RoleCenter = "Demo Role Center";
    Customizations = "Demo Simple Card";
    Enabled = true;
}
