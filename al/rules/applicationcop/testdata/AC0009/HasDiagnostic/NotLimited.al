permissionset 50190 "AC0009 Basic"
{
    Assignable = true;
    [=Caption = 'AC0009 Basic';=]
    Permissions = tabledata Item = R;
}
