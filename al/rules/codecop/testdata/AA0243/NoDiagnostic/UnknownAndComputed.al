codeunit 50304 "Upgrade Steps"
{
    Subtype = Upgrade;
}

codeunit 50305 "Runner"
{
    procedure Run(Id: Integer)
    var
        Other: Codeunit "Codeunit Of Another App";
    begin
        Codeunit.Run(Id);
        Other.Run();
        Codeunit.Run(Codeunit::Runner);
        // Codeunit.Run(Codeunit::"Upgrade Steps");
    end;
}
