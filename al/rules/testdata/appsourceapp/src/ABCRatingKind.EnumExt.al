namespace ABC.Ratings;

enumextension 70000003 "ABC Rating Kind" extends "Sales Line Type"
{
    value(70000000; "ABC Rating") { }
    value(70000001; Rating) { } // want AS0098
    value(20; "ABC Other") { } // want AS0099
}
