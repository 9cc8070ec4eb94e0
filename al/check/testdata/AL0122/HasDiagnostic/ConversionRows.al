codeunit 50462 "Conversion Rows"
{
    // One assignment per refused row of the conversion table.
    procedure Run(Ref: RecordId)
    var
        Count: Integer;
        Big: BigInteger;
        Amount: Decimal;
        Name: Text;
        Flag: Boolean;
        Posted: Date;
        At: Time;
        Stamp: DateTime;
        Id: Guid;
        Elapsed: Duration;
        Sep: Char;
    begin
        // Guid holds no number, Boolean or date.
        Count := [=Id=];
        Id := [=Amount=];
        Posted := [=Id=];
        // RecordId: no number, Boolean, date or Guid.
        Big := [=Ref=];
        Flag := [=Ref=];
        Id := [=Ref=];
        // Duration is a number of milliseconds, not a text or a date.
        Name := [=Elapsed=];
        Elapsed := [=Name=];
        Stamp := [=Elapsed=];
        Elapsed := [=Flag=];
        // Char is a character code, not a Boolean or a date.
        Flag := [=Sep=];
        Sep := [=Posted=];
        // Date, Time and DateTime do not convert into each other.
        At := [=Stamp=];
        Stamp := [=At=];
        Posted := [=Stamp=];
    end;
}
