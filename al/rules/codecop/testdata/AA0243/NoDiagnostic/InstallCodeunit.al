codeunit 50306 "Install Steps"
{
    Subtype = Install;
}

codeunit 50307 "Install Runner"
{
    procedure Run()
    var
        Steps: Codeunit "Install Steps";
    begin
        Codeunit.Run(Codeunit::"Install Steps");
        Steps.Run();
    end;
}
