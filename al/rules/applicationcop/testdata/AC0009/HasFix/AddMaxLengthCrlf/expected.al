permissionset 50199 "AC0009 Fix"
{
    Assignable = true;
    Caption = 'AC0009 Fix', Comment = 'Permission set caption', MaxLength = 30;
}
