codeunit 50460 "Conversion Table"
{
    var
        GreetingLbl: Label 'Hello';
        LimitLbl: Label '10', Locked = true;
        OldTxt: TextConst ENU = 'Old';

    procedure Run()
    var
        Count: Integer;
        Amount: Decimal;
        Flag: Boolean;
        Posted: Date;
        Stamp: DateTime;
        At: Time;
    begin
        // Label and TextConst values convert as Text does: to no number,
        // Boolean, Date, Time or DateTime.
        Count := [=LimitLbl=];
        Amount := [=OldTxt=];
        Flag := [=GreetingLbl=];
        Posted := [=GreetingLbl=];
        At := [=OldTxt=];
        // Date and DateTime do not convert into each other.
        Stamp := [=Posted=];
        Posted := [=Stamp=];
    end;
}
