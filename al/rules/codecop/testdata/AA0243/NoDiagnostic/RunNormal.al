codeunit 50245 "AA0243 Normal"
{
    trigger OnRun()
    begin
    end;
}

codeunit 50246 "AA0243 Normal Runner"
{
    procedure Run(Id: Integer)
    var
        Normal: Codeunit "AA0243 Normal";
    begin
        Codeunit.Run(Codeunit::"AA0243 Normal");
        Normal.Run();
        // Not known here: an id computed at runtime, a codeunit of a dependency.
        Codeunit.Run(Id);
        Codeunit.Run(Codeunit::"Sales-Post");
    end;
}
