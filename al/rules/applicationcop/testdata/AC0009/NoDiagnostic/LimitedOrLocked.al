permissionset 50194 "AC0009 Fine"
{
    Assignable = true;
    [|Caption = 'AC0009 Fine', MaxLength = 30;|]
}

permissionset 50195 "AC0009 Fine Locked"
{
    Assignable = true;
    [|Caption = 'AC0009 Fine Locked', locked = true;|]
}

permissionset 50196 "AC0009 Small Max"
{
    Assignable = true;
    [|Caption = 'AC0009', Comment = 'Short', MaxLength = 20;|]
}
