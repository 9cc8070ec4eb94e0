namespace Fixture.Shipping;

enum 50482 "Ship State"
{
    Extensible = true;
    value(0; Open) { }
    value(1; Released) { }
}

enum 50483 "Ship State Copy"
{
    AssignmentCompatibility = true;
    value(0; Open) { }
    value(1; Released) { }
}

table 50482 "Ship Header"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; State; Enum "Ship State") { }
        field(3; "Old State"; Option Open,Released) { }
        field(4; "State No."; Integer) { }
    }
}

tableextension 50482 "Ship Header Ext" extends "Ship Header"
{
    fields
    {
        field(50; "Next State"; Enum "Ship State") { }
    }
}

codeunit 50482 "Enum Conversions Fine"
{
    procedure Run(var Header: Record "Ship Header")
    var
        State: Enum "Ship State";
        Copy: Enum "Ship State Copy";
        Number: Integer;
        Big: BigInteger;
        Amount: Decimal;
        Choice: Option Open,Released;
        Name: Text;
        V: Variant;
        Cust: Record Customer;
    begin
        // Explicit conversions.
        Number := State.AsInteger();
        Number := State.AsInteger;
        State := Enum::"Ship State".FromInteger(Number);
        State := "Ship State".FromInteger(Header."State No.");
        // The same enum, quoted or not, any case.
        State := Header.State;
        Header."Next State" := header.state;
        state := "Ship State"::Released;
        State := Enum::"Fixture.Shipping"."Ship State"::Open;
        // Option and Integer convert without a warning.
        Number := Choice;
        Choice := Number;
        Header."Old State" := Header."State No.";
        // Other enums, other number kinds, Text and Variant: not this warning.
        Copy := State;
        Big := State.AsInteger();
        Amount := Number;
        Name := Format(State);
        V := State;
        State := V;
        // Inside with, a name may be a field of the with record.
        with Header do
            State := "State No.";
#if CLEAN99
        State := Number;
#endif
#pragma warning disable AL0603
        Number := State;
#pragma warning restore AL0603
        Number := Unknown.State;
        // A table alfix does not have: its fields' types are unknown.
        Number := Cust."Blocked Reason";
        State := Cust."Level No.";
    end;

    procedure Same(Value: Enum "Ship State"): Enum "Ship State"
    begin
        exit(Value);
    end;

    procedure Counted(Value: Enum "Ship State"): Integer
    begin
        exit(Value.AsInteger());
    end;
}
