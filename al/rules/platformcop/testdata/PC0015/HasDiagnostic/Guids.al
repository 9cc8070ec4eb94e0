table 50160 "Guid Table"
{
    fields
    {
        field(1; "Entry Id"; Guid) { }
        field(2; Count; Guid) { }
    }

    procedure Check(Other: Guid): Boolean
    var
        Rec2: Record "Guid Table";
    begin
        if [="Entry Id" = ''=] then
            exit(false);
        if [='' <> Other=] then
            exit(true);
        if [=Rec2."Entry Id" <> ''=] then
            exit(true);
        exit([=Rec.Count = ''=]);
    end;
}
