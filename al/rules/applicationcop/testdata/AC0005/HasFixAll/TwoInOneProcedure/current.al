codeunit 50349 "Switch Twice"
{
    procedure Switch(Id: Integer)
    begin
        [=GlobalLanguage(Id)=];
        [=GlobalLanguage(1033)=];
    end;

    procedure Other(Id: Integer)
    begin
        [=GlobalLanguage := Id=];
    end;
}
