codeunit 50347 "Assign Language"
{
    procedure Switch(Id: Integer)
    begin
        if Id <> 0 then
            [=GlobalLanguage := Id=];
    end;
}
