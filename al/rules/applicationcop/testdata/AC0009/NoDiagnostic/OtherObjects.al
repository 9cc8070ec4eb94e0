permissionset 50197 "AC0009 No Caption"
{
    Assignable = true;
    Permissions = tabledata Item = R;
}

page 50198 "AC0009 Page"
{
    [|Caption = 'A page caption may be longer than thirty characters';|]
}
