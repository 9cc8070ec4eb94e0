namespace Fixture.Use;

using Fixture.Stock;

table 50455 "Shadow Setup"
{
    fields
    {
        field(1; "Code"; Code[10]) { }
    }

    // A parameter named as a procedure of its table is the parameter.
    procedure Initialize(CheckPrecision: Boolean)
    begin
        if CheckPrecision then
            exit;
    end;

    procedure CheckPrecision()
    begin
    end;

    procedure Connect()
    begin
    end;
}

page 50455 "Shadow Wizard"
{
    SourceTable = "Shadow Setup";

    var
        Connect: Boolean;

    // A page variable named as a procedure of the source table is the variable.
    local procedure Finish()
    begin
        if Connect then
            exit;
    end;
}
